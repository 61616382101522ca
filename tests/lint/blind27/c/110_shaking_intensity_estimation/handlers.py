from gm import shaking_intensity


def from_station_report(report):
    return shaking_intensity(pga=report["pga"], pgv=report["pgv"])


def from_felt_reports(pgv, pga):
    return shaking_intensity(pgv=pgv, pga=pga)
