import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import BayesianGLM

WARMUP = 5
N_STEPS = 8


@nnx.jit
def train_step(model, optimizer, X, y):
    def loss_fn(model):
        ll, kl = model.elbo_terms(X, y)
        return -(ll - model.kl_weight.value * kl)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(128, 4)), dtype=jnp.float32)
    y = jnp.asarray(rng.uniform(size=128) < 0.4, dtype=jnp.float32)
    model = BayesianGLM(4, nnx.Rngs(noise=0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(N_STEPS):
        model.kl_weight.value = jnp.asarray(min(1.0, step / WARMUP), dtype=jnp.float32)
        loss = train_step(model, optimizer, X, y)
    print("loss", float(loss), "mu", model.mu[...])


if __name__ == "__main__":
    main()
