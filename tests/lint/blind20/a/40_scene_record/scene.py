import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Scene:
    agents: jnp.ndarray
    lanes: jnp.ndarray
    agent_mask: jnp.ndarray
    scenario_id: str = struct.field(pytree_node=False)
    city: str = struct.field(pytree_node=False)

    def features(self):
        return {"agents": self.agents, "lanes": self.lanes, "agent_mask": self.agent_mask}
