from trainer import RandomSearchTrainer


def main():
    trainer = RandomSearchTrainer(size=4, horizon=16)
    for epoch in range(5):
        score = trainer.epoch()
        print(f"epoch {epoch}: return {score:.3f}")


if __name__ == "__main__":
    main()
