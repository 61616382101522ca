import jax

from dataset import batches, read_thumbnails
from train import clickbait_step, tx


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (768, 32)) * 0.02, "w2": jax.random.normal(k2, (32, 2)) * 0.1}
    opt_state = tx.init(params)
    items = read_thumbnails()
    for epoch in range(2):
        for x, y in batches(items):
            params, opt_state, loss = clickbait_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
