import numpy as np
import jax.numpy as jnp

from trainer import AcousticTrainer

N_FEATS, N_TOKENS = 40, 12


def main():
    rng = np.random.default_rng(6)
    feats = jnp.asarray(rng.standard_normal((4, 50, N_FEATS)), jnp.float32)
    targets = jnp.asarray(rng.dirichlet(np.ones(N_TOKENS), 4), jnp.float32)
    trainer = AcousticTrainer(N_FEATS, N_TOKENS)
    for epoch in range(4):
        trainer.on_epoch_start(epoch)
        losses = [trainer.train_step(feats, targets) for _ in range(2)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
