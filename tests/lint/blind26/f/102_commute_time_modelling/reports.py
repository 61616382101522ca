from model import commute_times

def peak_report(dist, speed, cong):
    return commute_times(congestion=cong, dist_km=dist, speed_kmh=speed).mean()

def offpeak_report(dist, speed, cong):
    return commute_times(dist_km=dist, speed_kmh=speed, congestion=cong * 0.3).mean()
