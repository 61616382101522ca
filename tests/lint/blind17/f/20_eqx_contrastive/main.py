import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ContrastiveModel, with_temperature


def info_nce(model, x1, x2):
    z1, z2 = model.embed(x1), model.embed(x2)
    logits = z1 @ z2.T / jax.lax.stop_gradient(model.temperature)
    labels = jnp.arange(x1.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


optim = optax.adam(1e-3)


@eqx.filter_jit
def make_step(model, opt_state, x1, x2):
    loss, grads = eqx.filter_value_and_grad(info_nce)(model, x1, x2)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def temperature_at(step, start=0.5, end=0.1, warmup=4):
    frac = min(step / warmup, 1.0)
    return start + frac * (end - start)


def main():
    rng = np.random.default_rng(0)
    model = ContrastiveModel(10, 8, temperature=0.5, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        model = with_temperature(model, temperature_at(step))
        x = rng.normal(size=(16, 10)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        model, opt_state, loss = make_step(model, opt_state, x1, x2)
        print(step, float(model.temperature), float(loss))


if __name__ == "__main__":
    main()
