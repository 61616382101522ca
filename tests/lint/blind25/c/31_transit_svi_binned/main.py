import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDelta

from prep import load_target, fold_and_bin


def box_transit(phase, counts, flux=None):
    depth = numpyro.sample("depth", dist.Uniform(0.0, 0.05))
    half = numpyro.sample("half_width", dist.Uniform(0.005, 0.1))
    model = 1.0 - depth * jax.nn.sigmoid((half - jnp.abs(phase)) * 400.0)
    sigma = 1e-3 / jnp.sqrt(jnp.maximum(counts, 1.0))
    numpyro.sample("flux", dist.Normal(model, sigma), obs=flux)


svi = SVI(box_transit, AutoDelta(box_transit), optax.adam(3e-3), Trace_ELBO())


@jax.jit
def transit_update(state, phase, counts, flux):
    return svi.update(state, phase, counts, flux=flux)


def main():
    for planet in range(4):
        t, f, period, depth = load_target(planet)
        phase, flux, counts = fold_and_bin(t, f, period)
        state = svi.init(jax.random.PRNGKey(planet), phase, counts, flux=flux)
        for _ in range(250):
            state, loss = transit_update(state, phase, counts, flux)
        fit = svi.get_params(state)
        print(f"planet {planet}: {len(t)} points, depth true {depth:.4f} fit {float(fit['depth_auto_loc']):.4f}")


if __name__ == "__main__":
    main()
