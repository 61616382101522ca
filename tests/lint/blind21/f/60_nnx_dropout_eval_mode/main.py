import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import DropoutBC

OBS, ACT = 10, 4


@nnx.jit
def train_step(model, optimizer, obs, act):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(obs) - act) ** 2))(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def action_mse(model, obs, act):
    return jnp.mean((model(obs) - act) ** 2)


def main():
    rng = np.random.default_rng(0)
    model = DropoutBC(OBS, ACT, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    val_obs = rng.normal(size=(64, OBS)).astype(np.float32)
    val_act = rng.normal(size=(64, ACT)).astype(np.float32)
    for epoch in range(3):
        model.train()
        for _ in range(4):
            obs = rng.normal(size=(32, OBS)).astype(np.float32)
            act = rng.normal(size=(32, ACT)).astype(np.float32)
            train_step(model, optimizer, obs, act)
        model.eval()
        print(epoch, float(action_mse(model, val_obs, val_act)))


if __name__ == "__main__":
    main()
