import jax
import jax.numpy as jnp
import numpy as np

from pbt import Member, exploit_and_explore

POP_SIZE = 4
GENERATIONS = 4
STEPS_PER_GEN = 2


def regression_task(rng, n=32):
    X = rng.normal(size=(n, 3)).astype(np.float32)
    y = X @ np.array([1.0, -1.0, 2.0], np.float32) + 0.1 * rng.normal(size=n).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


@jax.jit
def sgd_step(params, X, y, lr):
    def loss_fn(p):
        return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    X, y = regression_task(rng)
    population = [Member({"w": jnp.zeros(3), "b": jnp.zeros(())}, lr=lr)
                  for lr in (0.003, 0.01, 0.03, 0.1)]
    for gen in range(GENERATIONS):
        for member in population:
            for _ in range(STEPS_PER_GEN):
                member.params, loss = sgd_step(member.params, X, y, member.lr)
            member.score = -float(loss)
        population = exploit_and_explore(population, rng)
        print(f"gen {gen} best {max(m.score for m in population):.4f} lrs {[round(float(m.lr), 4) for m in population]}")


if __name__ == "__main__":
    main()
