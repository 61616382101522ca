from typing import Any

import flax.struct
import optax


@flax.struct.dataclass
class SnowState:
    params: Any
    opt_state: Any
    epoch: int = flax.struct.field(pytree_node=False, default=0)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)


tx = optax.adam(1e-2)
