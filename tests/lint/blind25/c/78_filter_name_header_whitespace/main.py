from headers import night_log
from sky import sky_brightness


def main():
    for header, img in night_log():
        mu = sky_brightness(img, header["EXPTIME"], 0.35, band=header["FILTER"])
        print(f"image {header['IMAGEID']} ({header['FILTER']!r}): sky {float(mu):.2f} mag/arcsec^2")


if __name__ == "__main__":
    main()
