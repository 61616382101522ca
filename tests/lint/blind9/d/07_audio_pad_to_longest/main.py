import jax

from data import batches, make_dataset
from model import init_params, train_step


def main():
    clips, labels = make_dataset(n=40)
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(1):
        for step, (wav, mask, y) in enumerate(batches(clips, labels, batch_size=8)):
            params, loss = train_step(params, wav, mask, y)
            print(f"step {step} batch shape {wav.shape} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
