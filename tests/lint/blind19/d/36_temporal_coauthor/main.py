import jax

from snapshots import load_snapshot
from trainer import SnapshotTrainer


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w_msg": jax.random.normal(k1, (8, 16)) * 0.1,
              "w_self": jax.random.normal(k2, (8, 16)) * 0.1,
              "w_out": jax.random.normal(k3, (16, 1)) * 0.1}
    trainer = SnapshotTrainer(params)
    for epoch in range(2):
        for year in (2019, 2020, 2021):
            loss = trainer.fit_snapshot(load_snapshot(year))
        print(epoch, loss)


if __name__ == "__main__":
    main()
