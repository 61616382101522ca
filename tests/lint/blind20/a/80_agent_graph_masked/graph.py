import equinox as eqx
import jax
import jax.numpy as jnp


class InteractionGraph(eqx.Module):
    edge_mlp: eqx.nn.MLP
    radius: float = eqx.field(static=True)

    def __init__(self, edge_mlp, radius):
        self.edge_mlp = edge_mlp
        self.radius = radius

    def __call__(self, pos, feats, valid):
        n = pos.shape[0]
        rel = pos[:, None, :] - pos[None, :, :]
        dist = jnp.linalg.norm(rel, axis=-1)
        adj = (dist < self.radius) & ~jnp.eye(n, dtype=bool) & valid[:, None] & valid[None, :]
        pair = jnp.concatenate([jnp.broadcast_to(feats[:, None], (n, n, feats.shape[-1])), rel], -1)
        msgs = jax.vmap(jax.vmap(self.edge_mlp))(pair)
        return jnp.sum(msgs * adj[..., None], axis=1)


@eqx.filter_jit
def propagate(graph, pos, feats, valid):
    return graph(pos, feats, valid)
