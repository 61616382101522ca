from redden import ccm_deredden
from targets import TARGETS, spectrum


def correct(target, wave, flux):
    if "rv" in target:
        return ccm_deredden(wave, flux, target["ebv"], rv=target["rv"])
    return ccm_deredden(wave, flux, target["ebv"])


def main():
    for i, target in enumerate(TARGETS):
        wave, flux = spectrum(i)
        corr = correct(target, wave, flux)
        print(f"{target['name']}: blue/red boost {float(corr[0] / corr[-1]):.2f}")


if __name__ == "__main__":
    main()
