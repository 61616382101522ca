import jax.numpy as jnp

from callbacks import step_decay
from loader import FareboxLoader
from trainer import Trainer


def main():
    trainer = Trainer({"w": jnp.zeros(4), "b": jnp.zeros(())}, callbacks=[step_decay()])
    trainer.fit(FareboxLoader(), epochs=6)


if __name__ == "__main__":
    main()
