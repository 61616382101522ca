from spectra import read_spectra
from continuum import normalize, halpha_ew


def main():
    for name, spec in read_spectra():
        nf = normalize(spec)
        print(f"{name}: EW(Halpha) = {halpha_ew(spec['wave'], nf):.2f} A")


if __name__ == "__main__":
    main()
