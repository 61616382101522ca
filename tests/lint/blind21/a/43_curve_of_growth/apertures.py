def aperture_radii(fwhm, extended):
    radii = [0.75 * fwhm, 1.0 * fwhm, 1.5 * fwhm, 2.0 * fwhm]
    if extended:
        radii += [3.0 * fwhm, 4.0 * fwhm]
    return radii
