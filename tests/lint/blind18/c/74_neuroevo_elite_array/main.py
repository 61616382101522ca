import jax
import jax.numpy as jnp

from evolve import generation

POP, DIM = 32, 6


class HallOfFame:
    def __init__(self):
        self.genome = jnp.zeros(DIM)
        self.score = jnp.array(-jnp.inf, dtype=jnp.float32)

    def update(self, genome, score):
        self.genome, self.score = genome, score


def main():
    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    population = jax.random.normal(sub, (POP, DIM))
    hof = HallOfFame()
    for gen in range(5):
        key, sub = jax.random.split(key)
        population, elite, score = generation(sub, population, hof.genome, hof.score)
        hof.update(elite, score)
        print(f"gen {gen} elite score {float(hof.score):.3f}")


if __name__ == "__main__":
    main()
