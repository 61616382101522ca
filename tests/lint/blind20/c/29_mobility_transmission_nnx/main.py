import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MobilityTransmission

TESTING_PHASES = [(0, 0.3), (20, 0.45), (40, 0.6), (60, 0.75)]


@nnx.jit
def train_step(model, optimizer, mobility, infections_prev, reported):
    def loss_fn(model):
        mu = model(mobility, infections_prev) + 1e-3
        return jnp.mean(mu - reported * jnp.log(mu))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def synthetic_data(n_days=80, seed=0):
    rng = np.random.default_rng(seed)
    mobility = rng.normal(size=(n_days, 4)).astype(np.float32)
    infections = (200 + 50 * rng.random(n_days)).astype(np.float32)
    reported = rng.poisson(0.5 * infections).astype(np.float32)
    return mobility, infections, reported


if __name__ == "__main__":
    mobility, infections, reported = synthetic_data()
    model = MobilityTransmission(4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    window = 10
    for start in range(0, 80, window):
        for day0, fraction in TESTING_PHASES:
            if start >= day0:
                model.reporting_fraction = fraction
        sl = slice(start, start + window)
        loss = train_step(model, optimizer, mobility[sl], infections[sl], reported[sl])
        print(f"days {start:2d}-{start + window - 1:2d} loss {float(loss):.3f}")
