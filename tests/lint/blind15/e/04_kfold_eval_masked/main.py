import jax
import jax.numpy as jnp
import optax

from data import kfold_splits, make_dataset

K = 5
optimizer = optax.adam(1e-2)


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(params, opt_state, x, y, mask):
    def loss(p):
        per_ex = optax.sigmoid_binary_cross_entropy(logits_fn(p, x), y)
        return jnp.sum(per_ex * mask) / jnp.sum(mask)
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, l


@jax.jit
def evaluate(params, x, y, mask):
    pred = (logits_fn(params, x) > 0).astype(jnp.float32)
    return jnp.sum((pred == y) * mask) / jnp.sum(mask)


def main():
    x, y = make_dataset()
    scores = []
    for fold, ((tr, tr_mask), (va, va_mask)) in enumerate(kfold_splits(len(x), K)):
        params = {"w": jnp.zeros((x.shape[1],)), "b": jnp.zeros(())}
        opt_state = optimizer.init(params)
        for _ in range(10):
            params, opt_state, _ = train_step(params, opt_state, x[tr], y[tr], tr_mask)
        scores.append(float(evaluate(params, x[va], y[va], va_mask)))
        print(f"fold {fold}: acc={scores[-1]:.3f}")
    print("cv acc", sum(scores) / K)


if __name__ == "__main__":
    main()
