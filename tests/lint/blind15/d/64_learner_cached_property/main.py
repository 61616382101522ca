import jax

from learner import Learner


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"w": jax.random.normal(k[0], (5, 16)) * 0.3, "v": jax.random.normal(k[1], (16, 1)) * 0.3}
    learner = Learner(params)
    obs = jax.random.normal(k[2], (32, 5))
    target = jax.random.normal(k[3], (32,))
    for it in range(5):
        print(it, learner.train_on(obs, target))


if __name__ == "__main__":
    main()
