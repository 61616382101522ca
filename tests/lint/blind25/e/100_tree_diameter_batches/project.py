import jax
from tree import grow_tree

def project_batches(batches):
    out = []
    for dbh, cr, bal in batches:
        grow_all = jax.jit(jax.vmap(grow_tree))
        out.append(grow_all(dbh, cr, bal))
    return out
