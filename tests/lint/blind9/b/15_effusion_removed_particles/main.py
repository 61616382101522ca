from chamber import EffusionChamber


def main():
    chamber = EffusionChamber(n_atoms=64, temperature=10.0)
    for t in range(6):
        chamber.step(dt=0.08)
        print(f"step {t}: {len(chamber.pos)} atoms inside, {chamber.escaped} escaped")


if __name__ == "__main__":
    main()
