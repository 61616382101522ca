import equinox as eqx
import jax
import jax.numpy as jnp


class InteractionGraph(eqx.Module):
    edge_mlp: eqx.nn.MLP
    radius: float = eqx.field(static=True)
    n_agents: int = eqx.field(static=True)

    def __init__(self, edge_mlp, radius, n_agents):
        self.edge_mlp = edge_mlp
        self.radius = radius
        self.n_agents = n_agents

    def __call__(self, pos, feats):
        rel = pos[:, None, :] - pos[None, :, :]
        dist = jnp.linalg.norm(rel, axis=-1)
        adj = (dist < self.radius) & ~jnp.eye(self.n_agents, dtype=bool)
        pair = jnp.concatenate([jnp.broadcast_to(feats[:, None], (self.n_agents, self.n_agents, feats.shape[-1])), rel], -1)
        msgs = jax.vmap(jax.vmap(self.edge_mlp))(pair)
        return jnp.sum(msgs * adj[..., None], axis=1)


@eqx.filter_jit
def propagate(graph, pos, feats):
    return graph(pos, feats)
