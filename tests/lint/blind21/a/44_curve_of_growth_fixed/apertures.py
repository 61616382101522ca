def aperture_radii(fwhm, extended):
    """Always the full set of radii; compact sources simply plateau early."""
    return [0.75 * fwhm, 1.0 * fwhm, 1.5 * fwhm, 2.0 * fwhm, 3.0 * fwhm, 4.0 * fwhm]
