from typing import Any

import flax.struct
import optax


@flax.struct.dataclass
class FitState:
    params: Any
    opt_state: Any
    epoch: int = flax.struct.field(pytree_node=False, default=0)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)


def create_state(params, tx: optax.GradientTransformation):
    return FitState(params=params, opt_state=tx.init(params))
