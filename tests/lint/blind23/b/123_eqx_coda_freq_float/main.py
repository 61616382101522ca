import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class CodaQModel(eqx.Module):
    q0: jax.Array
    alpha: jax.Array

    def amplitude(self, t, f):
        q = self.q0 * f ** self.alpha
        return -jnp.pi * f * t / q - jnp.log(t)


@eqx.filter_jit
def coda_residual(model, t, f, log_amp):
    return jnp.mean((model.amplitude(t, f) - log_amp) ** 2)


def refine_q0(model, t, f, log_amp, grid=np.linspace(50, 400, 36)):
    costs = [float(coda_residual(eqx.tree_at(lambda m: m.q0, model, jnp.float32(q)), t, f, log_amp)) for q in grid]
    best = grid[int(np.argmin(costs))]
    return eqx.tree_at(lambda m: m.q0, model, jnp.float32(best))


def main():
    rng = np.random.default_rng(5)
    t = jnp.asarray(np.linspace(10, 60, 100), jnp.float32)
    model = CodaQModel(q0=jnp.float32(100.0), alpha=jnp.float32(0.7))
    for f in (1.5, 3.0, 6.0, 12.0):
        log_amp = -jnp.pi * f * t / (150 * f ** 0.7) - jnp.log(t) + 0.05 * jnp.asarray(rng.standard_normal(100), jnp.float32)
        model = refine_q0(model, t, f, log_amp)
        print(f, float(model.q0), float(coda_residual(model, t, f, log_amp)))


if __name__ == "__main__":
    main()
