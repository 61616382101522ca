import jax
import jax.numpy as jnp

from evaluation import make_eval_fn

HORIZON = 50
FULL_HORIZON = 200
NUM_ENVS = 16


def init_params(key):
    return {"w": 0.1 * jax.random.normal(key, (2, 1)), "b": jnp.zeros((1,))}


def es_update(params, key, sigma=0.05, lr=0.02, pop=8):
    eps = jax.random.normal(key, (pop, 2, 1))
    scores = jnp.stack([
        jnp.sum(jnp.tanh(jnp.ones((2,)) @ (params["w"] + sigma * e))) for e in eps
    ])
    grad_w = jnp.tensordot(scores - scores.mean(), eps, axes=1) / (pop * sigma)
    return {"w": params["w"] + lr * grad_w, "b": params["b"]}


def main():
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = init_params(init_key)
    history = []
    for epoch in range(6):
        key, update_key, eval_key = jax.random.split(key, 3)
        params = es_update(params, update_key)
        horizon = FULL_HORIZON if epoch % 3 == 2 else HORIZON
        evaluate = make_eval_fn(horizon, NUM_ENVS)
        score = float(evaluate(params, eval_key))
        history.append(score)
        print(f"epoch {epoch} eval return ({horizon} steps) {score:.3f}")
    print("best", max(history))


if __name__ == "__main__":
    main()
