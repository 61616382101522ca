import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TrafficAE, recon_error

N_IN = 12


@nnx.jit
def train_step(model, optimizer, x):
    loss, grads = nnx.value_and_grad(lambda m: recon_error(m, x).mean())(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_scores(model, x):
    return recon_error(model, x)


def main():
    rng = np.random.default_rng(149)
    model = TrafficAE(N_IN, nnx.Rngs(params=0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    x_train = jnp.asarray(rng.normal(size=(64, N_IN)), jnp.float32)
    x_val = jnp.asarray(rng.normal(size=(32, N_IN)), jnp.float32)
    for epoch in range(4):
        model.train()
        model.drop.rate = 0.2 * 0.5 ** epoch
        loss = train_step(model, optimizer, x_train)
        model.eval()
        val = eval_scores(model, x_val)
        print(epoch, float(loss), float(val.mean()))


if __name__ == "__main__":
    main()
