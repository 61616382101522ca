from dataclasses import dataclass, field
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(unsafe_hash=True)
class GuardrailChecker:
    max_drop: float = 0.02
    checks_run: int = field(default=0, compare=False, hash=False)

    @partial(jax.jit, static_argnums=0)
    def breached(self, control, treatment):
        rel = (jnp.mean(treatment) - jnp.mean(control)) / jnp.mean(control)
        return rel < -self.max_drop, rel

    def check(self, control, treatment):
        self.checks_run += 1
        return self.breached(control, treatment)
