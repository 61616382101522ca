import jax

from data import regression_batches
from svi import ElboConfig, SVITrainer

EPOCHS = 6


def main():
    batches = regression_batches(n_batches=3, batch_size=32, dim=4)
    trainer = SVITrainer(dim=4, cfg=ElboConfig(n_samples=8, warmup_epochs=10))
    key = jax.random.PRNGKey(0)
    for epoch in range(EPOCHS):
        trainer.on_epoch_start(epoch)
        key, loss = trainer.fit_epoch(key, batches)
        print(f"epoch {epoch} kl_weight={float(trainer.kl_weight):.2f} -elbo={loss:.3f}")
    print("posterior mean:", trainer.params["mu"])


if __name__ == "__main__":
    main()
