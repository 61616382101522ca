import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from sources import scripted_batch, teleop_batch

optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(policy, opt_state, batch):
    def loss_fn(p):
        x = jnp.concatenate([batch["observation"], batch["goal"]], -1)
        return jnp.mean((jax.vmap(p)(x) - batch["action"]) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    policy = eqx.nn.MLP(16, 2, 64, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for step in range(8):
        batch = teleop_batch(rng) if step % 2 == 0 else scripted_batch(rng)
        policy, opt_state, loss = train_step(policy, opt_state, batch)
        print(step, list(batch)[0], float(loss))


if __name__ == "__main__":
    main()
