import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ClosureModel, burgers_rhs

N = 64
DX = 2 * np.pi / N
NU = 0.05
DT = 0.01
ROLLOUT = 6


def reference(n_steps):
    x = np.arange(N) * DX
    u = np.sin(x)
    out = [u]
    for _ in range(n_steps):
        u = u + DT * (-u * (np.roll(u, -1) - np.roll(u, 1)) / (2 * DX)
                      + 0.08 * (np.roll(u, -1) - 2 * u + np.roll(u, 1)) / DX ** 2)
        out.append(u)
    return jnp.asarray(np.stack(out), jnp.float32)


@nnx.jit
def train_step(model, optimizer, ref):
    def loss_fn(m):
        u = ref[0]
        err = 0.0
        for k in range(1, ref.shape[0]):
            u = u + DT * (burgers_rhs(u, DX, NU) + m(u))
            err = err + jnp.mean((u - ref[k]) ** 2)
        return err

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    ref = reference(ROLLOUT)
    model = ClosureModel(N, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(6):
        loss = train_step(model, optimizer, ref)
        print(f"epoch {epoch}: loss {float(loss):.3e}, closure calls {int(model.calls.value)}")


if __name__ == "__main__":
    main()
