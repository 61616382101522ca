import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import PanSharpenNet

WARMUP = 4


@eqx.filter_jit
def train_step(model, opt_state, ms_up, pan, target, step):
    warm = jnp.minimum(1.0, (step + 1) / WARMUP)

    def loss_fn(m):
        pred = jax.vmap(m)(ms_up, pan)
        return warm * jnp.mean(jnp.abs(pred - target))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


optimizer = optax.adam(1e-3)


def main():
    key = jax.random.PRNGKey(0)
    model = PanSharpenNet(4, key)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        k = jax.random.fold_in(key, step)
        target = jax.random.uniform(k, (2, 4, 32, 32))
        pan = target.mean(axis=1)
        ms_up = jax.image.resize(jax.image.resize(target, (2, 4, 8, 8), "linear"), (2, 4, 32, 32), "linear")
        model, opt_state, loss = train_step(model, opt_state, ms_up, pan, target, jnp.asarray(step))
        print(f"step {step} l1 {float(loss):.4f}")


if __name__ == "__main__":
    main()
