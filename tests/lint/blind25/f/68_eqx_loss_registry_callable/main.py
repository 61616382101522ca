import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import CFG
from losses import LOSSES

optim = optax.adam(CFG["lr"])


@eqx.filter_jit
def warpage_step(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x)[:, 0], y)

    loss, grads = eqx.filter_value_and_grad(total)(model)
    upd, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


def stack_stress_data(n=200, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)  # per-layer film stress x thickness (normalised)
    y = (40 * x.sum(1) + rng.normal(0, 3, n)).astype(np.float32)  # bow, um
    return x, y


def main():
    x, y = stack_stress_data()
    model = eqx.nn.MLP(5, 1, 16, 2, key=jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(CFG["epochs"]):
        for i in range(0, len(x), CFG["batch"]):
            model, opt_state, loss = warpage_step(model, opt_state, x[i:i + CFG["batch"]], y[i:i + CFG["batch"]],
                                                  LOSSES[CFG["loss"]])
        print(f"epoch {epoch}: {CFG['loss']} {float(loss):.2f}")


if __name__ == "__main__":
    main()
