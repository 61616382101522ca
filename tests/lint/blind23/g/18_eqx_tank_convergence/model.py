import equinox as eqx
import jax
import jax.numpy as jnp


class TankModel(eqx.Module):
    k_fast: jax.Array
    k_slow: jax.Array
    split: jax.Array
    substeps: int

    def __call__(self, rain):
        dt = 1.0 / self.substeps

        def day(state, r):
            def sub(_, st):
                f, s = st
                qf = self.k_fast * f * dt
                qs = self.k_slow * s * dt
                return (f + r * self.split * dt - qf, s + r * (1 - self.split) * dt - qs)

            new = jax.lax.fori_loop(0, self.substeps, sub, state)
            q = self.k_fast * new[0] + self.k_slow * new[1]
            return new, q

        _, q = jax.lax.scan(day, (jnp.float32(0.0), jnp.float32(10.0)), rain)
        return q


def build(n_sub):
    return TankModel(jnp.float32(0.4), jnp.float32(0.03), jnp.float32(0.6), n_sub)
