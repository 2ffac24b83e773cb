import type { OuTreeNode } from '@cd/contracts';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink';
import { ouTreeQueryOptions } from '../api/organization-units';
import { localName } from '../local-name';
import { Loading } from './Loading';
import { QueryError } from './QueryError';

/**
 * The OU tree the caller may see. Children load when a node is first expanded (GetOUNavigationTree with
 * ouID); when the server sent the whole tree at once (`complete`) the children come from that list.
 * Plain nested lists of buttons and links: every control is a native, focusable element.
 */
export function OuTree({ selectedOuID }: { selectedOuID?: string }) {
  const { t } = useTranslation('directoryBrowse');
  const query = useQuery(ouTreeQueryOptions());
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} />;
  const { nodes, complete } = query.data;
  const ids = new Set(nodes.map((node) => node.ouID));
  const roots = nodes.filter((node) => node.parentOuID === null || !ids.has(node.parentOuID));
  return (
    <nav aria-label={t('ouSearch.tree')}>
      <Branch nodes={roots} all={complete ? nodes : undefined} selectedOuID={selectedOuID} />
    </nav>
  );
}

interface BranchProps {
  nodes: OuTreeNode[];
  /** The whole tree, when the server sent it in one answer. */
  all?: OuTreeNode[];
  selectedOuID?: string;
}

function Branch({ nodes, all, selectedOuID }: BranchProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2 }}>
      {nodes.map((node) => (
        <TreeItem key={node.ouID} node={node} all={all} selectedOuID={selectedOuID} />
      ))}
    </Box>
  );
}

function TreeItem({ node, all, selectedOuID }: { node: OuTreeNode } & Omit<BranchProps, 'nodes'>) {
  const { t, i18n } = useTranslation('directoryBrowse');
  const [expanded, setExpanded] = useState(false);
  const name = localName(node, i18n.language);
  const selected = selectedOuID === String(node.ouID);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
        {node.hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'ouSearch.collapse' : 'ouSearch.expand', { name })}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <TextLink
          to="/OUSearch"
          search={{ ouid: String(node.ouID) }}
          aria-current={selected ? 'page' : undefined}
          style={{ fontWeight: selected ? 700 : 400 }}
        >
          {name}
        </TextLink>
      </Box>
      {expanded &&
        (all ? (
          <Branch
            nodes={all.filter((child) => child.parentOuID === node.ouID)}
            all={all}
            selectedOuID={selectedOuID}
          />
        ) : (
          <LazyChildren parentOuID={node.ouID} selectedOuID={selectedOuID} />
        ))}
    </li>
  );
}

function LazyChildren({ parentOuID, selectedOuID }: { parentOuID: number; selectedOuID?: string }) {
  const query = useQuery(ouTreeQueryOptions(parentOuID));
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} />;
  return (
    <Branch
      nodes={query.data.nodes.filter((child) => child.parentOuID === parentOuID)}
      selectedOuID={selectedOuID}
    />
  );
}
