import jax
import jax.numpy as jnp
import optax

from data import kfold_splits, make_dataset

K = 5
optimizer = optax.adam(1e-2)


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(logits_fn(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, l


@jax.jit
def evaluate(params, x, y):
    pred = (logits_fn(params, x) > 0).astype(jnp.float32)
    return jnp.mean(pred == y)


def main():
    x, y = make_dataset()
    scores = []
    for fold, (tr, va) in enumerate(kfold_splits(len(x), K)):
        params = {"w": jnp.zeros((x.shape[1],)), "b": jnp.zeros(())}
        opt_state = optimizer.init(params)
        for _ in range(10):
            params, opt_state, _ = train_step(params, opt_state, x[tr], y[tr])
        scores.append(float(evaluate(params, x[va], y[va])))
        print(f"fold {fold}: acc={scores[-1]:.3f}")
    print("cv acc", sum(scores) / K)


if __name__ == "__main__":
    main()
