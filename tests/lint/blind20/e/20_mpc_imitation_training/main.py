import jax
import jax.numpy as jnp

from policy import evaluate, init_policy, optimizer, update


def expert_mpc_labels(key, n):
    obs = jax.random.normal(key, (n, 4))
    K = jnp.array([[1.2], [0.8], [-0.4], [0.3]])
    return obs, jnp.clip(obs @ K, -1.0, 1.0)


class ValidationHook:
    def __init__(self, obs, expert_u, every=5):
        self.obs, self.expert_u, self.every = obs, expert_u, every

    def __call__(self, step, params):
        if step % self.every == 0:
            val = evaluate(params, self.obs, self.expert_u)
            print(f"step {step} val {float(val):.4f}")


def main():
    key = jax.random.PRNGKey(0)
    k_train, k_val = jax.random.split(key)
    obs, labels = expert_mpc_labels(k_train, 256)
    val_obs, val_labels = expert_mpc_labels(k_val, 256)
    params = init_policy(key)
    opt_state = optimizer.init(params)
    hook = ValidationHook(val_obs, val_labels)
    print("initial", float(evaluate(params, val_obs, val_labels)))
    for step in range(1, 21):
        params, opt_state, loss = update(params, opt_state, obs, labels)
        hook(step, params)
    print("final", float(evaluate(params, val_obs, val_labels)))


if __name__ == "__main__":
    main()
