from callbacks import MetricsLogger
from trainer import Trainer


def main():
    logger = MetricsLogger()
    trainer = Trainer(obs_dim=4, num_envs=8, horizon=16, callbacks=[logger])
    trainer.fit(6)
    for i, row in enumerate(logger.history):
        print(i, {k: round(v, 3) for k, v in row.items()})


if __name__ == "__main__":
    main()
