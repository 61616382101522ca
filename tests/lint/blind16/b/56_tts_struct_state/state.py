from typing import Any

import optax
from flax import struct


@struct.dataclass
class TTSState:
    params: Any
    opt_state: Any
    tx: optax.GradientTransformation = struct.field(pytree_node=False)
    step: int = 0

    def apply(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(params=optax.apply_updates(self.params, updates),
                            opt_state=opt_state, step=self.step + 1)
