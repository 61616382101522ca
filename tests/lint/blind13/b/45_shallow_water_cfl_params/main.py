from swe import DamBreak


def main():
    sim = DamBreak()
    for frame in range(3):
        sim.advance(3)
        print(f"t={sim.time:.4f}  dt={sim.params.dt:.5f}  max h={float(sim.h.max()):.3f}")


if __name__ == "__main__":
    main()
