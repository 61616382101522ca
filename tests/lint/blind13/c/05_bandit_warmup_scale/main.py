import jax
import jax.numpy as jnp
import numpy as np

N_ARMS = 4
N_FEATURES = 8
BASE_LR = 0.5
WARMUP_ROUNDS = 4


@jax.jit
def choose_arm(weights, context, key):
    scores = weights @ context
    noise = jax.random.gumbel(key, scores.shape) * 0.1
    return jnp.argmax(scores + noise)


@jax.jit
def sgd_update(weights, context, arm, reward, lr_scale):
    def loss(w):
        pred = jax.nn.sigmoid(w[arm] @ context)
        return -(reward * jnp.log(pred + 1e-6) + (1 - reward) * jnp.log(1 - pred + 1e-6))

    grad = jax.grad(loss)(weights)
    return weights - BASE_LR * lr_scale * grad


def simulate_reward(rng, arm, context, true_w):
    p = 1 / (1 + np.exp(-true_w[arm] @ context))
    return float(rng.random() < p)


def main():
    rng = np.random.default_rng(0)
    true_w = rng.normal(size=(N_ARMS, N_FEATURES))
    weights = jnp.zeros((N_ARMS, N_FEATURES))
    key = jax.random.PRNGKey(0)
    total = 0.0
    for t in range(8):
        context = rng.normal(size=N_FEATURES).astype(np.float32)
        key, sub = jax.random.split(key)
        arm = choose_arm(weights, context, sub)
        reward = simulate_reward(rng, int(arm), context, true_w)
        lr_scale = min(1, t / WARMUP_ROUNDS)
        weights = sgd_update(weights, context, arm, reward, lr_scale)
        total += reward
    print("cumulative reward", total)


if __name__ == "__main__":
    main()
