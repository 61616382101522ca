import equinox as eqx
import jax
import jax.numpy as jnp


class HillMuscle(eqx.Module):
    f_max: jax.Array
    l_opt: jax.Array
    tendon_slack: float

    def force(self, l_mtu, activation):
        l_m = l_mtu - self.tendon_slack
        fl = jnp.exp(-((l_m / self.l_opt - 1.0) ** 2) / 0.45)
        return activation * self.f_max * fl
