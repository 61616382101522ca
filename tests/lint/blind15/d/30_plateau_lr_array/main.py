import jax
import jax.numpy as jnp
import optax

from schedule import ReduceOnPlateau

opt = optax.inject_hyperparams(optax.sgd)(learning_rate=0.3)


def critic(params, s, a):
    x = jnp.concatenate([s, a], -1)
    return (jnp.tanh(x @ params["w"]) @ params["v"])[:, 0]


@jax.jit
def critic_step(params, opt_state, s, a, target):
    def loss_fn(p):
        return jnp.mean((critic(p, s, a) - target) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 5)
    params = {"w": jax.random.normal(k[0], (5, 32)) * 0.3, "v": jax.random.normal(k[1], (32, 1)) * 0.3}
    s = jax.random.normal(k[2], (64, 3))
    a = jax.random.normal(k[3], (64, 2))
    target = jax.random.normal(k[4], (64,))
    opt_state = opt.init(params)
    sched = ReduceOnPlateau()
    for epoch in range(12):
        params, opt_state, loss = critic_step(params, opt_state, s, a, target)
        opt_state = sched(opt_state, float(loss))
        print(epoch, float(loss), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
