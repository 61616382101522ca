import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import Emulator

LEVELS = 20


@nnx.jit
def train_step(model, optimizer, T, T_next):
    def loss_fn(model):
        return jnp.mean((model(T) - T_next) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.samples_seen.value += T.shape[0]
    return loss


def relax(T):
    # toy column: relax towards a lapse-rate profile
    ref = 300.0 - 6.5 * jnp.arange(LEVELS) / 2
    return (T + 0.05 * (ref - T)) / 100


if __name__ == "__main__":
    model = Emulator(LEVELS, nnx.Rngs(1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    for it in range(5):
        key, sub = jax.random.split(key)
        T = 250.0 + 50.0 * jax.random.uniform(sub, (16, LEVELS))
        loss = train_step(model, optimizer, T / 100, relax(T))
        print(it, float(loss), int(model.samples_seen.value))
