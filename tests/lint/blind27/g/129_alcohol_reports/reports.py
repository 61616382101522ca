from interp import alcohol_from_density


def daily_report(dens):
    return alcohol_from_density(dens)


def certificate(dens):
    return alcohol_from_density(dens, method="polynomial")
