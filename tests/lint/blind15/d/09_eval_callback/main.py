import jax
import jax.numpy as jnp
import optax

from callbacks import EvalCallback


def policy_apply(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


opt = optax.sgd(0.1)


@jax.jit
def bc_step(params, opt_state, obs, target_act):
    def loss_fn(p):
        logits = policy_apply(p, obs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, target_act).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"w1": jax.random.normal(k[0], (6, 16)) * 0.3,
              "w2": jax.random.normal(k[1], (16, 3)) * 0.3}
    obs = jax.random.normal(k[2], (32, 6))
    expert = jnp.argmax(obs[:, :3], axis=-1)
    eval_cb = EvalCallback(policy_apply, jax.random.normal(k[3], (16, 6)))
    opt_state = opt.init(params)
    for epoch in range(10):
        params, opt_state, loss = bc_step(params, opt_state, obs, expert)
        eval_cb.on_epoch_end(epoch, params)
    print(eval_cb.history)


if __name__ == "__main__":
    main()
