import equinox as eqx
import jax.numpy as jnp
import numpy as np

from model import RegionalSEIR
from utils import jax_tree_scale

N_DAYS = 60


@eqx.filter_jit
def loss_and_grad(model, y0, observed):
    def loss(m):
        mu = m.incidence(y0, N_DAYS) + 1e-3
        return jnp.mean(mu - observed * jnp.log(mu))
    return eqx.filter_value_and_grad(loss)(model)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    y0 = jnp.array([50_000.0, 20.0, 10.0, 0.0])
    for region in ("north", "south", "east", "west"):
        observed = jnp.asarray(rng.poisson(30, N_DAYS), dtype=jnp.float32)
        model = RegionalSEIR(region, jnp.log(0.4), jnp.log(0.25), jnp.log(0.15))
        for _ in range(5):
            value, grads = loss_and_grad(model, y0, observed)
            model = eqx.apply_updates(model, jax_tree_scale(grads, -0.01))
        print(f"{model.region:6s} loss {float(value):.3f}")
