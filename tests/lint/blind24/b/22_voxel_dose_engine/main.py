from engine import DoseEngine
from source import interaction_batches


def main():
    engine = DoseEngine()
    for field in ["6 MV", "10 MV", "Co-60"]:
        dose = engine.run(interaction_batches(8, 2000, seed=len(field)))
        print(f"{field:>6}: max voxel dose {float(dose.max()):.3e} Gy")


if __name__ == "__main__":
    main()
